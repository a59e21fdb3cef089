import { useState } from "react";
import { formatRupees } from "../../../shared/money";
import { averageOrderValue } from "../../../shared/stats";
import { useCustomers, useMutate } from "../../data/hooks";
import { Card } from "../../ui/Card/Card";
import { Field } from "../../ui/Field/Field";
import { Page } from "../../ui/Page/Page";
import { StatCard, StatGrid } from "../../ui/StatCard/StatCard";
import { AdminOnly, failed, saved } from "../admin";
import * as styles from "./Crm.css";
import { CustomerCard } from "./CustomerCard";
import { searchCustomers } from "./searchCustomers";

/** The restaurant's customers and staff notes (docs/product.md, CRM), on this device's copy (docs/sync.md). */
export function CrmPage() {
  return (
    <AdminOnly screen="the CRM">
      <Crm />
    </AdminOnly>
  );
}

function Crm() {
  const customers = useCustomers();
  const mutate = useMutate();
  const [search, setSearch] = useState("");
  const [editingId, setEditingId] = useState<string | null>(null);

  const saveNotes = async (customerId: string, notes: string) => {
    try {
      await mutate.saveCustomerNotes({ customerId, notes });
      saved("Customer notes have been updated successfully", "Notes Updated");
      setEditingId(null);
    } catch {
      failed("Failed to update customer notes", "Update Failed");
    }
  };

  const shown = customers ? searchCustomers(customers, search) : [];
  const totalRevenue = customers?.reduce((sum, customer) => sum + customer.totalSpent, 0) ?? 0;
  const totalOrders = customers?.reduce((sum, customer) => sum + customer.totalOrders, 0) ?? 0;

  return (
    <Page title="Customer Relationship Management" lead="Everyone who has ordered, what they spent, and your team's notes.">
      <Field
        label="Search customers"
        type="search"
        placeholder="Search by name, email or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {customers === undefined ? (
        <p className={styles.muted} role="status">
          Loading customers...
        </p>
      ) : (
        <>
          <StatGrid>
            <StatCard title="Total Customers" value={String(customers.length)} />
            <StatCard title="Total Revenue" value={formatRupees(totalRevenue)} />
            <StatCard title="Total Orders" value={String(totalOrders)} />
            <StatCard title="Avg Order Value" value={formatRupees(averageOrderValue(totalRevenue, totalOrders))} />
          </StatGrid>
          <p className={styles.muted}>
            What guests who left their contact details have ordered, over time. The day's net sales are in Reports.
          </p>
          <section aria-labelledby="customers-heading">
            <h2 id="customers-heading">Customers</h2>
            {shown.length === 0 ? (
              <Card>
                <p className={styles.muted}>{customers.length === 0 ? "No customers yet" : "No customers match your search"}</p>
              </Card>
            ) : (
              <ul className={styles.list}>
                {shown.map((customer) => (
                  <li key={customer.id}>
                    <CustomerCard
                      customer={customer}
                      editing={editingId === customer.id}
                      onEdit={() => setEditingId(customer.id)}
                      onCancel={() => setEditingId(null)}
                      onSave={(notes) => saveNotes(customer.id, notes)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
