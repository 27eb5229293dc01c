// The e2e harness: see e2e/README.md.
export { startSuite, startPrivateSuite, freePort, ROOT, SERVER_BUNDLE, type Suite } from './server';
export { launchBrowser, newPage, pageLog, expectNoConsoleErrors, CHROMIUM, CHROMIUM_ARGS, type PageLog } from './browser';
export {
  signIn,
  signInAs,
  submitSignIn,
  signedInState,
  apiSignIn,
  apiToken,
  DEMO_USERS,
  DEMO_PASSWORD,
  LOGIN_PATHS,
  type LoginKind,
  type DemoUser,
} from './auth';
export { expectText, expectNoText, expectVisible, expectPath, expectToast, expectPopup, closePopup, check } from './expect';
export { e2eSuite, ARTIFACTS_DIR, type PageTestContext, type PageTestOptions } from './suite';
export {
  fetchRegistry,
  remoteOf,
  pageAt,
  navigate,
  sideMenu,
  menuGroup,
  openFromMenu,
  moduleUnavailable,
  expectRemoteRendered,
  type Registry,
  type RegistryRemote,
  type PageDecl,
} from './app';
export { field, fieldMessages, expectFieldMessage } from './forms';
