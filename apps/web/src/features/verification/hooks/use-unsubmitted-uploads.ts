import { useCallback, useEffect, useRef } from "react";
import { deleteFile } from "../api/delete-file";

/**
 * Spec section 4: an upload not yet submitted is deleted by its uuid when the
 * seller leaves the page. Leaving is a route change (the screen unmounts) or
 * closing the tab (`pagehide`, with a keepalive request that outlives the page).
 * The server also removes expired uploads; this only does it sooner.
 */
export function useUnsubmittedUploads(options: { onDiscarded: () => void }) {
  const uploads = useRef(new Set<string>());
  const onDiscarded = useRef(options.onDiscarded);
  onDiscarded.current = options.onDiscarded;

  const track = useCallback((uuid: string) => uploads.current.add(uuid), []);
  /** Deleted by the seller, or now part of a submission: no longer ours to clean up. */
  const forget = useCallback((uuid: string) => uploads.current.delete(uuid), []);
  const forgetAll = useCallback(() => uploads.current.clear(), []);

  useEffect(() => {
    const discard = (keepalive: boolean) => {
      for (const uuid of uploads.current) {
        // Best effort: a failure here is cleaned up by the server's expiry.
        deleteFile(uuid, { keepalive }).catch(() => undefined);
      }
      const hadUploads = uploads.current.size > 0;
      uploads.current.clear();
      return hadUploads;
    };
    const onPageHide = () => {
      // A page kept in the back-forward cache comes back without its uploads: empty the slots then.
      if (discard(true)) onDiscarded.current();
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      discard(false);
    };
  }, []);

  return { track, forget, forgetAll };
}
