// The Cases domain's model: bundled into mfe-cases and imported by the API's modules (`mfe-cases/model`).
export * from './dispatch-hard-copies';
