// The Auth domain's model: the registration checks, file fields and answer shared by its forms and the API's register module (`mfe-auth/model`).
export * from './registration';
export * from './register-files';
export * from './register-pincodes';
