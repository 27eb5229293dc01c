export * from './policy-links';
export * from './real-estate-links';
export * from './brokers';
