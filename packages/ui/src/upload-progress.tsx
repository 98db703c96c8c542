import './upload-progress.css';

const MEGABYTE = 1024 * 1024;

/** Sizes as phone galleries show them: binary megabytes, one decimal (0.8 MB, 1.6 MB). */
export function formatMegabytes(bytes: number): string {
  return `${(Math.max(0, bytes) / MEGABYTE).toFixed(1)} MB`;
}

/** Whole percent sent; 100 only once every byte is out, so a bar at 100 % means the server has it all. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  if (loaded >= total) return 100;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

export interface UploadProgressProps {
  /** What is being sent, said as what is happening: 正在上传照片. */
  label: string;
  loaded: number;
  total: number;
  onCancel: () => void;
  /** A line under the bar, such as why this is a second try. */
  note?: string;
}

/**
 * An upload as it goes: a bar with its percentage, the size sent of the whole, and 取消上传. A screen
 * reader hears the bar by its label and value; the text beside it says the same to the eye.
 */
export function UploadProgress({ label, loaded, total, onCancel, note }: UploadProgressProps) {
  const percent = uploadPercent(loaded, total);
  const sent = `已发送 ${formatMegabytes(Math.min(loaded, total))} / ${formatMegabytes(total)}`;
  return (
    <div className="bc-upload-progress">
      <div className="bc-upload-progress-head">
        <span className="bc-upload-progress-label">{label}</span>
        <span className="bc-upload-progress-percent">{percent}%</span>
      </div>
      <div
        className="bc-upload-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%，${sent}`}
      >
        <div className="bc-upload-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="bc-upload-progress-foot">
        <span className="bc-upload-progress-size">{sent}</span>
        <button type="button" className="bc-upload-progress-cancel" onClick={onCancel}>
          取消上传
        </button>
      </div>
      {note && <p className="bc-upload-progress-note">{note}</p>}
    </div>
  );
}
