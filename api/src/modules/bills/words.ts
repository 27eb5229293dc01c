/** What billing takes from shared/resources at run time. */
export { amountInWords, INDIAN_STATES, stateCodeOf, STALE_VERSION_MESSAGE } from 'shared/resources';
