// Tests never load real remotes; a test that needs one sets `loadRemote` with jest.mocked.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn(async () => null);
export const registerPlugins = jest.fn();
