import { useState, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { mediaUrl } from '../../../lib/media-url';
import { useObjectUrl } from './use-object-url';
import { imageLabel } from '../lib/form-labels';

const previewStyle = { maxWidth: 'min(360px, 100%)', height: 'auto' } as const;

interface ImageUploadFieldProps {
  id: string;
  /** The image already stored, shown until another file is chosen. */
  currentImage?: string;
  onFileChange: (file: File | null) => void;
}

/** Image upload with a preview at most 360 px wide; only the first selected file is used. */
export function ImageUploadField({ id, currentImage, onFileChange }: ImageUploadFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState(false);
  const preview = useObjectUrl(file) ?? mediaUrl(currentImage);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const first = event.currentTarget.files?.[0] ?? null;
    const isImage = first === null || first.type.startsWith('image/');
    if (!isImage) event.currentTarget.value = '';
    setRejected(!isImage);
    setFile(isImage ? first : null);
    onFileChange(isImage ? first : null);
  };

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{imageLabel}</Form.Label>
      <Form.Control type="file" accept="image/*" onChange={chooseFile} isInvalid={rejected} />
      <Form.Control.Feedback type="invalid">Choose an image file.</Form.Control.Feedback>
      {preview && (
        <img className="d-block mt-2 rounded" src={preview} alt="Preview" style={previewStyle} />
      )}
    </Form.Group>
  );
}
