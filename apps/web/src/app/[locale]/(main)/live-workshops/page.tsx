import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { ListingPage } from '@/features/catalogue/components/listing/listing-page';

export const revalidate = 300;
export const generateMetadata = pageMetadata('liveWorkshops');

export default async function LiveWorkshopsPage({ params }: LocaleParams) {
  return <ListingPage locale={asLocale((await params).locale)} listingKey="liveWorkshops" />;
}
