import { describe, expect, it } from 'vitest';
import { ADMIN_TOASTS } from '@/admin/messages';
import { TOASTS } from './messages';

describe('TOASTS and ADMIN_TOASTS', () => {
  it('uses SPEC §8 wording', () => {
    expect(ADMIN_TOASTS.productAdded).toBe('Product added successfully!');
    expect(ADMIN_TOASTS.productSavedAlternative).toBe(
      'Product saved successfully using alternative storage!',
    );
    expect(ADMIN_TOASTS.productDeleteConfirm).toBe(
      'Are you sure you want to delete this product? This cannot be undone.',
    );
    expect(ADMIN_TOASTS.categorySaveFailed).toBe(
      'Failed to save category. Please try again later or check your browser storage settings.',
    );
    expect(TOASTS.sliderLoadFailed).toBe('Failed to load slider data. Using backup data.');
    expect(TOASTS.socialLoadFailed).toBe('Failed to load social media links, using backup data');
    expect(ADMIN_TOASTS.imageUrlInAlert).toBe('Image URL displayed in alert box');
    expect(TOASTS.cartEmailSent).toBe('Cart summary has been sent successfully!');
  });

  it('builds the add-to-cart toast from the product name', () => {
    expect(TOASTS.addedToCart('Oak Mirror')).toBe('Oak Mirror added to cart');
  });

  it('has no empty texts', () => {
    for (const [key, value] of Object.entries({ ...TOASTS, ...ADMIN_TOASTS })) {
      if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    }
  });
});
