import { ResourcePage } from 'shared/kit';
import { tasksResource } from '../../model';

/**
 * /admin/task-management (right task_management). The description invalidates the 'Task' tag
 * after every change, so the top bar's pending count follows.
 */
export default function TasksPage() {
  return <ResourcePage desc={tasksResource} heading={null} />;
}
