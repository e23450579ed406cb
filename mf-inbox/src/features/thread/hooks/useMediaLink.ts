import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { MediaLink } from '../api/fetchMediaLink';
import { MEDIA_LINK_FRESH_MS, mediaLinkQueryOptions } from '../api/threadQueries';

/**
 * One message's signed media URL. `load`: ask for it now (a picture on screen); otherwise it is asked by
 * `get` (a click on 'Ouvir áudio' or on a document). A failed call is toasted (the query's meta) and
 * resolves null: the bubble stays as it was, ready for another try.
 */
export function useMediaLink(conversationId: string, messageId: string, { load = false } = {}) {
  const queryClient = useQueryClient();
  const options = mediaLinkQueryOptions(conversationId, messageId);
  const query = useQuery({ ...options, enabled: load });
  const ask = (fresh: boolean): Promise<MediaLink | null> =>
    queryClient.fetchQuery(fresh ? { ...options, staleTime: 0 } : options).catch(() => null);
  return {
    /** The URL held, if any (it may have expired: `renew` on the element's error). */
    link: query.data,
    /** A call under way. */
    loading: query.isFetching,
    /** The last call failed and no URL is held. */
    failed: query.isError && query.data === undefined,
    /** The URL held while fresh, else asked now. */
    get: () => ask(false),
    /** A new URL: the one held expired (the media element failed to read it). */
    renew: () => ask(true),
  };
}

/**
 * What a media element does when it cannot read its URL (a signed URL expires after 5 minutes): ask for
 * a new one, at most once while a URL could still be fresh, so a file the browser cannot read never
 * loops on the function.
 */
export function useRenewOnError(renew: () => Promise<unknown>) {
  const renewedAt = useRef(Number.NEGATIVE_INFINITY);
  return () => {
    if (Date.now() - renewedAt.current < MEDIA_LINK_FRESH_MS) return;
    renewedAt.current = Date.now();
    void renew();
  };
}
