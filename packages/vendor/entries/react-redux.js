export * from 'react-redux';
