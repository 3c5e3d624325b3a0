import { useId } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, PaperclipIcon } from '../icons';
import { useObjectUrl } from '../useObjectUrl';
import * as styles from './ImagePicker.css';

export type ImagePickerProps = {
  images: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** Names the control when a form holds more than one. */
  label?: string;
};

function Preview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const url = useObjectUrl(file);
  return (
    <li className={styles.preview}>
      {url && <img src={url} alt={file.name} className={styles.thumb} />}
      <IconButton
        size="sm"
        label={`Remove ${file.name}`}
        icon={<CloseIcon size={16} />}
        onClick={onRemove}
        disabled={disabled}
      />
    </li>
  );
}

/** Attach several PNG or JPEG images, see them before sending, and take any back. */
export function ImagePicker({
  images,
  onAdd,
  onRemove,
  disabled = false,
  label = 'Attach images',
}: ImagePickerProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.attach}>
        <PaperclipIcon size={16} />
        {label}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className={styles.fileInput}
          disabled={disabled}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared, so choosing the same file again after removing it is noticed.
            event.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
      </label>
      {images.length > 0 && (
        <ul className={styles.previews} aria-label="Attached images">
          {images.map((file, index) => (
            <Preview
              // Files have no id; a position is stable until one is removed, which re-renders the rest.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              file={file}
              disabled={disabled}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
