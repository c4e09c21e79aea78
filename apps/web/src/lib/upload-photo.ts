import { PHOTO_MAX_BYTES, messages, type PhotoUploaded } from '@app/shared';
import { ApiError, errorMessages } from './api-client';
import { getToken } from './session';

/**
 * One photo sent as multipart (the field `file`) to an upload call, with its progress: fetch cannot
 * report an upload's progress, XMLHttpRequest can. Refusals arrive as ApiError with the server's
 * Vietnamese sentences; a file over 10 MB is refused here before a byte is sent.
 */
export function uploadPhoto(
  path: string,
  file: File,
  options: {
    query?: Record<string, string>;
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<PhotoUploaded> {
  if (file.size > PHOTO_MAX_BYTES) {
    return Promise.reject(new ApiError(400, [messages.photoTooLarge], undefined, false));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const search = new URLSearchParams(options.query).toString();
    request.open('POST', `./api/${path}${search ? `?${search}` : ''}`);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as PhotoUploaded);
      else {
        const list = errorMessages(body);
        reject(
          new ApiError(
            request.status,
            list.length ? list : [messages.photoUploadFailed],
            body,
            false,
          ),
        );
      }
    };
    request.onerror = () => reject(new ApiError(0, [messages.photoUploadFailed], undefined, false));
    options.signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
