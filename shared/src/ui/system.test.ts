/**
 * The suite's Chakra system lists recipes by hand (system.ts and the system-*.ts chunks).
 * A component whose recipe is missing renders unstyled, silently: this reads which recipe keys each
 * Chakra component used by shared/ui asks for (from Chakra's own sources) and checks the system has
 * every one Chakra's default theme provides.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { system } from './system';
import './system-dialog';
import './system-menu';
import './system-progress';
import './system-rating-group';
import './system-tooltip';
import './system-widgets';
import './system-date-picker';
import './tags-combobox';
import './toaster-view';

const UI_DIR = __dirname;
const ESM = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');
const chakraIndex = fs.readFileSync(path.join(ESM, 'index.js'), 'utf8');

/** Every name shared/ui takes from Chakra (any `@chakra-ui/react[/x]` import or re-export). */
function chakraNamesUsed(): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(UI_DIR).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))) {
    const src = fs.readFileSync(path.join(UI_DIR, file), 'utf8');
    for (const m of src.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react(?:\/[a-z-]+)?'/g)) {
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return [...names];
}

/** The module of Chakra's ESM build that defines an exported component or namespace. */
function moduleOf(name: string): string | null {
  for (const m of chakraIndex.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    if (
      m[1].split(',').some(
        (p) =>
          p
            .trim()
            .split(/\s+as\s+/)
            .pop() === name,
      )
    )
      return path.join(ESM, m[2]);
  }
  const alias = chakraIndex.match(new RegExp(`export \\{ (namespace\\$?\\w*) as ${name} \\}`));
  if (alias) {
    const src = chakraIndex.match(new RegExp(`import \\* as ${alias[1].replace('$', '\\$')} from '([^']+)'`));
    if (src) return path.join(ESM, src[1]);
  }
  return null;
}

/** Recipe keys a component module (and the Chakra components it uses) asks for. */
function recipeKeys(file: string, seen = new Set<string>(), keys = new Set<string>()): Set<string> {
  if (seen.has(file) || !fs.existsSync(file)) return keys;
  seen.add(file);
  const src = fs.readFileSync(file, 'utf8');
  for (const m of src.matchAll(/key: *"([a-zA-Z]+)"/g)) keys.add(m[1]);
  for (const m of src.matchAll(/from '(\.[^']+)'/g)) {
    const next = path.resolve(path.dirname(file), m[1]);
    if (next.includes(`${path.sep}components${path.sep}`)) recipeKeys(next, seen, keys);
  }
  return keys;
}

test('every recipe the shared/ui components need is in the system', () => {
  const names = chakraNamesUsed();
  expect(names).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Menu', 'Toast']));
  const missing: string[] = [];
  for (const name of names) {
    const file = moduleOf(name);
    if (!file) continue; // not a component (Portal, createToaster, ChakraProvider…)
    for (const key of recipeKeys(file)) {
      const inDefault = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
      if (inDefault && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name} needs "${key}"`);
    }
  }
  expect(missing).toEqual([]);
});

test('the system keeps Chakra default tokens and conditions', () => {
  expect(system.token('colors.blue.600')).toBe(defaultSystem.token('colors.blue.600'));
  expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
  expect(system.isRecipe('button')).toBe(true);
});
