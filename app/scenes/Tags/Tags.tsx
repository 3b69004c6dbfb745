import { PRODUCT_NAME } from '@common/constants';

export function meta() {
  return [{ title: `Tags — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function Tags() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Tags</h1>
    </div>
  );
}
