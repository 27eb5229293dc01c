import { validateRecord } from 'shared/resources';
import { usersResource } from './users';

test('required fields use the spec wording', () => {
  expect(validateRecord(usersResource, {}, 'create')).toMatchObject({
    name: 'Name is required',
    email: 'Email is required',
    role: 'Role is required',
    password: 'Password is required',
  });
});
