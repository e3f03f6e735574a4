import { useEffect, useState } from "react";
import { fetchPrivateFile } from "../../../lib/api-client";

export type PrivateImage = { src: string | undefined; failed: boolean };

/**
 * Shows a private image: the bytes are fetched with the bearer token and
 * shown as a `blob:` url, released when the image changes or the screen
 * closes. A url that is already local (a picked file's blob:) is used as is.
 */
export function usePrivateImage(url: string | undefined): PrivateImage {
  const [image, setImage] = useState<PrivateImage>({ src: undefined, failed: false });
  useEffect(() => {
    if (!url) {
      setImage({ src: undefined, failed: false });
      return;
    }
    if (url.startsWith("blob:")) {
      setImage({ src: url, failed: false });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setImage({ src: undefined, failed: false });
    fetchPrivateFile(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setImage({ src: objectUrl, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setImage({ src: undefined, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return image;
}
