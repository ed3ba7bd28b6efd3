import { Droplet } from 'lucide-react';

/** The product's drop mark on its amber tile, as shown beside the product name. */
export function BrandMark() {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-slate-950">
      <Droplet aria-hidden="true" className="size-5" strokeWidth={2.5} />
    </span>
  );
}
