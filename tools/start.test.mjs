// npm start on a fresh clone: the sign-in page's apps first, the other remotes after the server answers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRST_PAGE_APPS, prepareFirstPage } from './start.mjs';
import { HOST, REMOTES } from './workspaces.mjs';

/** Build and publish steps that record what happened, in order, over a set of built apps. */
function recorder(built) {
  const events = [];
  return {
    events,
    steps: {
      isBuilt: (name) => built.has(name),
      publish: (remotes) => events.push(`publish ${remotes.filter((r) => built.has(r)).join(' ')}`),
      build: async (names, { onBuilt } = {}) => {
        events.push(`build ${names.join(' ')}`);
        for (const name of names) {
          built.add(name);
          onBuilt?.(name);
        }
      },
    },
  };
}

test('a fresh clone builds and publishes what the sign-in page needs, then the other remotes one by one', async () => {
  const { events, steps } = recorder(new Set());
  const { later, rest } = await prepareFirstPage({ steps });
  assert.deepEqual(FIRST_PAGE_APPS, [HOST, 'mfe-auth']);
  const others = REMOTES.filter((r) => r !== 'mfe-auth');
  assert.deepEqual(later, others);
  // Before the server is told to serve: only the first page's apps, and only mfe-auth published.
  assert.deepEqual(events, [`build ${HOST} mfe-auth`, 'publish mfe-auth']);
  await rest();
  assert.deepEqual(events.slice(2), [`build ${others.join(' ')}`, ...others.map((r) => `publish ${r}`)]);
});

test('a clone with every app built builds nothing and publishes every remote before serving', async () => {
  const { events, steps } = recorder(new Set([HOST, ...REMOTES]));
  const { later, rest } = await prepareFirstPage({ steps });
  assert.deepEqual(later, []);
  await rest();
  assert.deepEqual(events, [`publish ${REMOTES.join(' ')}`]);
});

test('a remote missing after a change is built after the first page; the built ones are published at once', async () => {
  const { events, steps } = recorder(new Set([HOST, ...REMOTES.filter((r) => r !== 'mfe-hr')]));
  const { rest } = await prepareFirstPage({ steps });
  assert.deepEqual(events, [`publish ${REMOTES.filter((r) => r !== 'mfe-hr').join(' ')}`]);
  await rest();
  assert.deepEqual(events.slice(1), ['build mfe-hr', 'publish mfe-hr']);
});

test('the server bundle builds beside the apps: nothing is published before it is there', async () => {
  const { events, steps } = recorder(new Set());
  let bundle;
  const bundled = new Promise((resolve) => (bundle = resolve));
  const preparing = prepareFirstPage({ steps, bundled });
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(events, [`build ${HOST} mfe-auth`], 'the apps build while the bundle does');
  events.push('bundled');
  bundle();
  await preparing;
  assert.deepEqual(events, [`build ${HOST} mfe-auth`, 'bundled', 'publish mfe-auth']);
});
