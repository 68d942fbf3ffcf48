import { AdminOnly } from '../components/AdminOnly';
import { ComingSoon } from '../components/ComingSoon';

export default function GalleryAdmin() {
  return (
    <AdminOnly>
      <ComingSoon
        eyebrow="Administrator"
        title="Gallery Admin"
        intro="Upload and manage the images of the shared gallery."
        points={['Upload with preview, title and description', 'Delete with confirmation']}
      />
    </AdminOnly>
  );
}
