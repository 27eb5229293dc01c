/** Where an unknown address leads: the dashboard, when a published remote serves it. */
export const HOME_PATH = '/admin/index';
