export * from './policy-links';
export * from './real-estate-links';
export * from './brokers';
export * from './projects';
export * from './project-listings';
export * from './apf';
export * from './stage-visits';
export * from './inventory';
