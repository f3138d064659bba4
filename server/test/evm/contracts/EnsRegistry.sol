// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The ENS registry's ABI (owner, resolver, setOwner, setSubnodeOwner, setResolver), for tests: the
/// universal resolver walks it to find a name's resolver.
contract EnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    modifier authorised(bytes32 node) {
        require(records[node].owner == msg.sender, "not the owner of this node");
        _;
    }

    constructor() {
        records[0x0].owner = msg.sender;
    }

    function setOwner(bytes32 node, address newOwner) external authorised(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner) external authorised(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
        return subnode;
    }

    function setResolver(bytes32 node, address newResolver) external authorised(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }
}
