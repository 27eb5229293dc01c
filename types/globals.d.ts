/** Injected by webpack's DefinePlugin into every remote build. */
declare const __REMOTE_VERSION__: string;
