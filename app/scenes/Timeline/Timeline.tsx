import { PRODUCT_NAME } from '@common/constants';

export function meta() {
  return [{ title: `Timeline — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Timeline() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Timeline</h1>
    </div>
  );
}
