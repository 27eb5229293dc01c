// Form fields by their visible label, and the message shown under each (shared/ui form fields).
import type { Locator, Page } from 'playwright-core';
import { expectText } from './expect';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled `label`; a required field's label may end with the '*' mark. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escape(label)}\\s*\\*?\\s*$`)).first();
}

/** The messages under the field labelled `label` (its Chakra field root's error text). */
export async function fieldMessages(page: Page, label: string): Promise<string[]> {
  const id = await field(page, label).getAttribute('id');
  if (!id) throw new Error(`the field labelled ${label} has no id`);
  const root = page
    .locator('[data-part="root"]')
    .filter({ has: page.locator(`[id="${id}"]`) })
    .last();
  return (await root.locator('[data-part="error-text"]').allInnerTexts()).map((t) => t.trim());
}

/** Waits until `message` shows, and checks it shows under the field labelled `label`. */
export async function expectFieldMessage(page: Page, label: string, message: string): Promise<void> {
  await expectText(page, message, { exact: true });
  const shown = await fieldMessages(page, label);
  if (!shown.includes(message)) throw new Error(`'${message}' should show under ${label}; it shows [${shown.join(', ')}]`);
}
