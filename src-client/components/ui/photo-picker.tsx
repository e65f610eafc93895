import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { Button, buttonClass } from './button';
import { OutlineIcon } from './outline-icon';

const CAMERA = ['M4 8h3l2-3h6l2 3h3v11H4z', 'M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z'];

/** The photos as data: URLs for their thumbnails (the content security policy allows data:, not blob:). */
function usePreviews(photos: readonly Blob[]): (string | undefined)[] {
  const [previews, setPreviews] = useState<Map<Blob, string>>(new Map());
  useEffect(() => {
    let current = true;
    const missing = photos.filter((photo) => !previews.has(photo));
    if (missing.length === 0) return;
    void Promise.all(
      missing.map(
        (photo) =>
          new Promise<[Blob, string]>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve([photo, String(reader.result)]);
            reader.onerror = () => reject(reader.error ?? new Error('Photo preview failed'));
            reader.readAsDataURL(photo);
          }),
      ),
    )
      .then((read) => current && setPreviews((known) => new Map([...known, ...read])))
      .catch((error: unknown) => console.warn('Photo preview failed', error));
    return () => {
      current = false;
    };
  }, [photos, previews]);
  return photos.map((photo) => previews.get(photo));
}

export interface PhotoPickerProps {
  /** The field's name, with its count where there is one ('Photos (1 of 3)', 'Photo (optional)'). */
  label: ReactNode;
  photos: readonly Blob[];
  max: number;
  onAdd(files: File[]): void;
  onRemove(index: number): void;
}

/**
 * The one photo field of the app (issue 29): a 44 px button in her language in place of the
 * browser's English 'Choose Files' (the native input hidden behind its label, still named and
 * reached by keyboard), the camera first on a phone (`capture`), and each photo as a
 * thumbnail with its Remove.
 */
export function PhotoPicker({ label, photos, max, onAdd, onRemove }: PhotoPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const previews = usePreviews(photos);
  const full = photos.length >= max;
  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium">
        {label}
      </span>
      <label
        htmlFor={id}
        className={buttonClass('outline', 'md', cn('w-full cursor-pointer has-[:focus-visible]:outline-2', full && 'cursor-not-allowed opacity-60'))}
      >
        <OutlineIcon paths={CAMERA} className="size-5" />
        <span id={`${id}-button`}>
          <Trans>Take or choose a photo</Trans>
        </span>
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          multiple={max - photos.length > 1}
          disabled={full}
          aria-labelledby={`${id}-label ${id}-button`}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
      </label>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Photos to send`}>
          {photos.map((_, i) => (
            <li key={i} className="flex flex-col items-center gap-1">
              {previews[i] ? (
                <img src={previews[i]} alt={t`Photo ${i + 1}`} className="size-16 rounded-md border border-border object-cover" />
              ) : (
                <span className="size-16 rounded-md border border-border bg-muted" />
              )}
              <Button size="sm" variant="outline" onClick={() => onRemove(i)}>
                <Trans>Remove</Trans>
                <span className="sr-only">{t`Photo ${i + 1}`}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
