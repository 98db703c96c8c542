import { type ChangeEvent, useId } from 'react';
import './photo-slot.css';

export interface PhotoSlotProps {
  /** What to photograph; also the input's accessible name. */
  label: string;
  /** The picture taken (a data URL, or the server's preview address); '' while empty. */
  image: string;
  /** One file per slot (product.md › 表单与校验): a new pick replaces the old one. */
  onPick: (file: File) => void;
  disabled?: boolean;
}

/** One upload slot of a hall form: a tile that opens the camera or gallery and shows what was taken. */
export function PhotoSlot({ label, image, onPick, disabled }: PhotoSlotProps) {
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so taking the same picture again still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className="photo-slot">
      <input
        id={id}
        className="photo-slot__input"
        type="file"
        accept="image/*"
        onChange={pick}
        disabled={disabled}
        aria-label={label}
      />
      <label className="photo-slot__tile" htmlFor={id}>
        {image ? (
          <img className="photo-slot__image" src={image} alt={`${label}（已上传）`} />
        ) : (
          <span className="photo-slot__plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="photo-slot__label">{image ? `重新上传${label}` : label}</span>
      </label>
    </div>
  );
}
