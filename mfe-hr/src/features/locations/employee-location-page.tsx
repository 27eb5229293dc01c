import { useEffect, useState } from 'react';
import { formatDateTime, type ApiError } from 'shared/core';
import { Alert, Box, Button, HStack, Input, Link, Spinner, Stack, Table, Text } from 'shared/ui';
import { mapLink, POSITION_SOURCE_OPTIONS } from '../../model';
import { useEmployeeLocationsQuery } from '../../lib/hr-api';
import { CheckInButton } from './check-in-button';
import { PositionPlot } from './position-plot';

const sourceLabel = (v: string) => POSITION_SOURCE_OPTIONS.find((o) => o.value === v)?.label ?? v;

/**
 * /admin/employeeLocation (right emp_loc_page): each field engineer's last known position and
 * time (check-ins and site-photo geotags), their check-ins today, plotted and listed.
 */
export default function EmployeeLocationPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);
  // A check-in anywhere invalidates the check-ins' tag, so this list fetches again by itself.
  const { data: rows, error: failed, refetch } = useEmployeeLocationsQuery(query);
  const error = failed ? ((failed as ApiError).display ?? (failed as ApiError).message) : null;

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Input
          type="search"
          maxW="sm"
          placeholder="Search by name"
          aria-label="Search people"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <CheckInButton />
      </HStack>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
          <Button size="xs" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {!rows && !error && <Spinner aria-label="Loading positions" />}
      {rows && rows.length === 0 && <Text>No positions yet: field staff appear here after a check-in or a geotagged site photo.</Text>}
      {rows && rows.length > 0 && (
        <>
          <Box>
            <PositionPlot rows={rows} linkOf={(r) => mapLink(r.lat, r.lng)} />
            <Text fontSize="xs" color="fg.muted">
              Blue: check-in · Amber: site photo geotag. Click a point to open it in your map app. State outlines: MapSVG, CC BY 4.0.
            </Text>
          </Box>
          <Table.Root size="sm" aria-label="Last known positions">
            <Table.Header>
              <Table.Row>
                {['Name', 'Designation', 'Last seen', 'From', 'Latitude', 'Longitude', 'Visits today', 'Note', 'Map'].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.user_id}>
                  <Table.Cell>{r.name}</Table.Cell>
                  <Table.Cell>{r.designation}</Table.Cell>
                  <Table.Cell>{formatDateTime(r.at)}</Table.Cell>
                  <Table.Cell>{sourceLabel(r.source)}</Table.Cell>
                  <Table.Cell>{r.lat.toFixed(5)}</Table.Cell>
                  <Table.Cell>{r.lng.toFixed(5)}</Table.Cell>
                  <Table.Cell>{r.visits_today}</Table.Cell>
                  <Table.Cell>{r.note}</Table.Cell>
                  <Table.Cell>
                    <Link href={mapLink(r.lat, r.lng)} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                      Open map
                      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                        {' '}
                        for {r.name}
                      </span>
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Stack>
  );
}
