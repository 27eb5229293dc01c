import { screen } from '@testing-library/react';
import { currentLocation, renderPage, resetApp } from '../../test/render-page';
import RegisterSuccessPage from './register-success-page';

afterEach(resetApp);

test('says the application is submitted and an e-mail follows after verification; Go to Login opens the sign-in', async () => {
  const { user } = renderPage(<RegisterSuccessPage />, { path: '/register-success' });
  expect(await screen.findByRole('heading', { name: 'Registration Successful' })).toBeInTheDocument();
  expect(screen.getByText('Your application has been submitted.')).toBeInTheDocument();
  expect(screen.getByText(/After verification you will receive an e-mail with instructions for your documents/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to Login' }));
  expect(currentLocation()).toBe('/auth/login');
});
