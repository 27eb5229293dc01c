/** The product's name: in every page's title and in the top bars. */
export const APP_NAME = 'Valuation Back Office';
