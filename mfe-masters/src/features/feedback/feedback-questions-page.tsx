import { ResourcePage } from 'shared/kit';
import { feedbackQuestionsResource } from '../../model';

/** /admin/feedbackQuestion (ungated, Bank Master group): the questions of the public feedback page. */
export default function FeedbackQuestionsPage() {
  return <ResourcePage desc={feedbackQuestionsResource} heading={null} />;
}
