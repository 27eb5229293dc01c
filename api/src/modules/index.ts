import type { ApiModule } from '../context';
import { authRoutes } from './auth/routes';
import { passwordRoutes } from './password/routes';
import { registerRoutes } from './register/routes';
import { releaseRoutes } from './releases/routes';
import { taskRoutes } from './tasks/routes';
import { userRoutes } from './users/routes';

/**
 * Every API feature, registered in this order under one error handler and the rights hook.
 * A new feature: create src/modules/<feature>/routes.ts exporting a FastifyPluginAsync<AppContext>
 * whose routes each declare `config: { right }`, and append it here.
 */
export const modules: ApiModule[] = [
  { name: 'auth', plugin: authRoutes },
  { name: 'password', plugin: passwordRoutes },
  { name: 'register', plugin: registerRoutes },
  { name: 'users', plugin: userRoutes },
  { name: 'tasks', plugin: taskRoutes },
  { name: 'releases', plugin: releaseRoutes },
];
