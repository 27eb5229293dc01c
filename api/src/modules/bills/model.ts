/** The billing model (mfe-bills/model) for the API: the same descriptions, flows and arithmetic the pages use. */
export * from 'mfe-bills/model';
