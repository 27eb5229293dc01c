/** The server bundle `npm start` runs with plain node (api/dist/main.mjs). */
export const SERVER_BUNDLE: string;
