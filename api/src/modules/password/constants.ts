export const MIN_PASSWORD = 8;
