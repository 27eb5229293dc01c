import '@testing-library/jest-dom';

// The suite shares one store; RTK Query's cache must not carry one test's answers into the next.
beforeEach(async () => {
  const { baseApi, store } = await import('shared/core');
  store.dispatch(baseApi.util.resetApiState());
});
