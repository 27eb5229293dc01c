export * from './policy-links';
export * from './real-estate-links';
export * from './brokers';
export * from './sheet-import';
export * from './ready-reckoner';
export * from './market-data';
export * from './avm';
export * from './research';
