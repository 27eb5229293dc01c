export * from './page-names';
export * from './rights';
export * from './api-types';
export * from './validators';
export * from './password-policy';
export * from './registry';
export * from './page-match';
export * from './sign-in';
export * from './menu';
export * from './my-profile';
export * from './releases';
export * from './resources/index';
export * from './dashboard';
export * from './amount-words';
export * from './csv';
// By package specifier, not by file: the zone is state, and the shell sets it through 'shared/time',
// so every importer must reach the one federated instance.
export * from 'shared/time';
