import { PhotoGallery, type GalleryPhoto } from 'shared/kit';
import { Heading, Stack, Text } from 'shared/ui';
import { istDateTime, type SitePhoto } from '../../model';
import { documentFileUrl } from '../case-list/cases-api';
import { useSiteVisitQuery } from '../site-visit/visit-api';

/** What a site photo shows and when it was taken (Indian time), as the viewer's caption says it. */
export function galleryPhoto(caseId: number, p: SitePhoto, n: number): GalleryPhoto {
  const what = p.item ?? 'Site photo';
  const when = p.taken_at ? `taken ${istDateTime(p.taken_at)} IST` : 'no capture time';
  return { key: p.id, url: documentFileUrl(caseId, p.id), alt: `${what} (${p.file_name})`, caption: `${n}. ${what} · ${when}` };
}

/** The site photographs of a case as thumbnails with a viewer (the workbench and split screen). */
export function SitePhotos({ caseId, size }: { caseId: number; size?: number }) {
  const { data: visit, isLoading } = useSiteVisitQuery(caseId);
  if (isLoading || !visit) return null;
  const photos = visit.photos.map((p, i) => galleryPhoto(caseId, p, i + 1));
  return (
    <Stack as="section" aria-label="Site photographs" gap="2" mt="4">
      <Heading size="sm" as="h3">
        Site photographs
      </Heading>
      {photos.length ? (
        <PhotoGallery photos={photos} label="Site photographs" size={size} />
      ) : (
        <Text fontSize="sm">No site photographs yet.</Text>
      )}
    </Stack>
  );
}
