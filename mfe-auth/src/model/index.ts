// The Auth domain's model: the registration checks shared by its forms and the API's register module (`mfe-auth/model`).
export * from './registration';
