import { useState } from 'react';
import { ResourcePage } from 'shared/kit';
import { Card, Heading, Stack, Table, Text } from 'shared/ui';
import { stageVisitsResource } from '../../model';
import { ProjectPicker } from '../projects/project-picker';
import { useProjectOptionsQuery, useProjectProgressQuery } from '../projects/projects-api';
import { ProgressChart } from './progress-chart';

/** A project's progress: the chart over its visits, and the same figures as a table. */
function ProjectProgress({ id }: { id: number }) {
  const { data: points, isLoading, isError } = useProjectProgressQuery(id);
  const { data: options = [] } = useProjectOptionsQuery('');
  const name = options.find((o) => o.id === id)?.name ?? `project ${id}`;
  if (isLoading) return <Text>Loading the visits…</Text>;
  if (isError || !points) return <Text color="red.600">The visits could not be loaded.</Text>;
  if (!points.length) return <Text>No stage visit recorded for this project yet.</Text>;
  return (
    <Stack gap="4">
      <ProgressChart projectName={name} points={points} />
      <Table.Root size="sm" aria-label={`Stage progress of ${name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Visit Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Overall %</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {points.map((p) => (
            <Table.Row key={p.visited_on + p.overall_pct}>
              <Table.Cell>{p.visited_on}</Table.Cell>
              <Table.Cell textAlign="end">{p.overall_pct}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/**
 * /admin/StageUpdationReport (Case menu): stage visits of under-construction projects, and the
 * chosen project's progress over time.
 */
export default function StageUpdationPage() {
  const [projectId, setProjectId] = useState<number | null>(null);
  return (
    <Stack gap="8">
      <ResourcePage desc={stageVisitsResource} />
      <Card.Root>
        <Card.Header>
          <Heading size="md">Progress over time</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <ProjectPicker value={projectId} onChange={setProjectId} />
            {projectId && <ProjectProgress id={projectId} />}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
