import { PageMeta } from '../components/PageMeta';
import { Island } from '../islands/Island';

/** /admin: the head, and the admin itself, which React runs (src/admin/AdminApp.tsx). */
export function AdminPage() {
  return (
    <>
      <PageMeta
        title="Admin | Marketing Calculators"
        description="Administration of contact submissions and calculator requests."
        path="/admin"
        robots="noindex, nofollow"
      />
      <Island name="admin" props={{}} />
    </>
  );
}
