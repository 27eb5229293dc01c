import { useState } from 'react';
import { ResourcePage } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { learningsResource } from '../../model';
import { ArticleView } from './article-view';

/** /admin/learnings (right learning_page): the knowledge base; search covers titles and article text. */
export default function LearningsPage() {
  const [reading, setReading] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage desc={learningsResource} heading={null} rowActions={[{ id: 'read', label: 'Read', run: setReading }]} />
      {reading && <ArticleView article={reading} onClose={() => setReading(null)} />}
    </>
  );
}
