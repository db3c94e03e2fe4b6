import type { AddonInput, ManageAddon, ManageService, ServiceInput } from '../api/catalog';
import { type AddonValues, type ServiceValues, toPrice } from './catalog-schemas';

/**
 * What the service form starts from: the service's own values, or for a new one the category
 * it was added from (else the first), no price and half an hour.
 */
export function serviceFormValues(
  service: ManageService | null,
  categoryId: string | undefined,
): ServiceValues {
  return {
    categoryId: service?.categoryId ?? categoryId ?? '',
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service ? String(service.price) : '',
    duration: service ? String(service.duration) : '30',
    isActive: service?.isActive ?? true,
  };
}

/** The service as the API takes it, from the form's typed text. */
export const serviceInputOf = (values: ServiceValues): ServiceInput => ({
  categoryId: values.categoryId,
  name: values.name,
  description: values.description,
  price: toPrice(values.price),
  duration: Number(values.duration),
  isActive: values.isActive,
});

/** What the add-on form starts from: the add-on's own values, or no price and no extra time. */
export const addonFormValues = (addon: ManageAddon | null): AddonValues => ({
  name: addon?.name ?? '',
  price: addon ? String(addon.price) : '',
  duration: addon ? String(addon.duration) : '0',
  isActive: addon?.isActive ?? true,
  serviceIds: addon?.serviceIds ?? [],
});

/** The add-on as the API takes it, from the form's typed text. */
export const addonInputOf = (values: AddonValues): AddonInput => ({
  name: values.name,
  price: toPrice(values.price),
  duration: Number(values.duration),
  isActive: values.isActive,
  serviceIds: values.serviceIds,
});
