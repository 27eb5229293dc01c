export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Toasts of the password flows last 1500 ms; the next screen follows when they close (spec 9). */
export const PASSWORD_TOAST_MS = 1500;
