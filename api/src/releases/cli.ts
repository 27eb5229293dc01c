// npm run release -- <command> ...   (see README: publish, promote, rollback, list)
import { publishBuild, pointTo } from './publish';
import { readRegistry } from './registry-store';

const [command, ...args] = process.argv.slice(2);

function main() {
  switch (command) {
    case 'publish-existing': {
      // Used by `npm start`: publish each already-built remote that the registry lacks.
      const registry = readRegistry();
      for (const remote of args) {
        const r = publishBuild(remote);
        if (!registry.remotes[remote.replace(/-/g, '_')]) pointTo(remote, r.version);
        console.log(`${remote}@${r.version} ${r.created ? 'published' : 'already published'}`);
      }
      return;
    }
    case 'list': {
      const registry = readRegistry();
      for (const r of Object.values(registry.remotes)) console.log(`${r.package.padEnd(16)} ${r.version}`);
      return;
    }
    default:
      console.error('usage: release publish-existing <remote...> | list');
      process.exit(2);
  }
}

try {
  main();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
