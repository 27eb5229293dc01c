// `react-router-dom` is a re-export of `react-router`: going through the shared `react-router`
// keeps one router instance (one set of contexts) whichever container provides each key.
export * from 'react-router';
