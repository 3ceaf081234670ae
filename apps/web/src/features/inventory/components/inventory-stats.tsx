import CategoryIcon from '@mui/icons-material/Category';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import WidgetsIcon from '@mui/icons-material/Widgets';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { useInventoryStats } from '../api/get-inventory-stats';

/** The four summary cards; a failed load shows zeros. */
export function InventoryStats() {
  const stats = useInventoryStats();
  const value = (pick: (data: NonNullable<typeof stats.data>) => number): number | null => {
    if (stats.data) return pick(stats.data);
    return stats.isError ? 0 : null;
  };
  const cards = [
    { label: 'Total de Productos', value: value((s) => s.total_products), icon: <Inventory2Icon />, tone: 'primary' as const },
    { label: 'Stock Total', value: value((s) => s.total_stock), icon: <WidgetsIcon />, tone: 'success' as const },
    { label: 'Categorías', value: value((s) => s.categories), icon: <CategoryIcon />, tone: 'info' as const },
    {
      label: 'Stock Bajo o Crítico',
      value: value((s) => s.low_or_critical),
      icon: <WarningAmberIcon />,
      tone: 'warning' as const,
    },
  ];
  return (
    <StatGrid>
      {cards.map((card) => (
        <StatCard key={card.label} label={card.label} value={card.value} icon={card.icon} tone={card.tone} />
      ))}
    </StatGrid>
  );
}
