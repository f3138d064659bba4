/**
 * The Storefront API operations the town sends (API version SHOPIFY_API_VERSION). Their tests validate
 * each one against Shopify's published schema for that version (storefront.schema.json in
 * @shopify/hydrogen-react), so a field or argument Shopify would refuse fails the test.
 */

/** The Storefront API version the operations are written for: the schema the tests check them against. */
export const SHOPIFY_API_VERSION = '2026-04';

/** Products and their variants, priced in the currency of `$country` (presentment prices). */
export const CATALOGUE_QUERY = `#graphql
query TownCatalogue($country: CountryCode!, $cursor: String) @inContext(country: $country) {
  products(first: 100, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      title
      description
      tags
      featuredImage { url }
      variants(first: 100) {
        nodes {
          id
          title
          availableForSale
          quantityAvailable
          image { url }
          price { amount currencyCode }
        }
      }
    }
  }
}`;

/** A cart with the player's lines, in the currency of `$country`; its checkoutUrl is where they pay. */
export const CART_CREATE_MUTATION = `#graphql
mutation TownCheckout($lines: [CartLineInput!]!, $country: CountryCode!) @inContext(country: $country) {
  cartCreate(input: { lines: $lines, buyerIdentity: { countryCode: $country } }) {
    cart {
      id
      checkoutUrl
      cost { totalAmount { amount currencyCode } }
    }
    userErrors { code field message }
    warnings { code message target }
  }
}`;

export interface CatalogueData {
  products: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      title: string;
      description: string;
      tags: string[];
      featuredImage: { url: string } | null;
      variants: {
        nodes: Array<{
          id: string;
          title: string;
          availableForSale: boolean;
          quantityAvailable: number | null;
          image: { url: string } | null;
          price: { amount: string; currencyCode: string };
        }>;
      };
    }>;
  };
}

export interface CartCreateData {
  cartCreate: {
    cart: { id: string; checkoutUrl: string; cost: { totalAmount: { amount: string; currencyCode: string } } } | null;
    userErrors: Array<{ code: string | null; field: string[] | null; message: string }>;
    warnings: Array<{ code: string; message: string; target: string }>;
  } | null;
}
